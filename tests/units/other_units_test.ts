// Written by `deno task build:units` (scripts/write_unit_suites.ts); do not edit.
// Runs these unit tests in one isolate: see that script's doc.

import "../../src/app/chart_model_test.ts";
import "../../src/app/chart_pictures_test.ts";
import "../../src/app/chart_svg_test.ts";
import "../../src/app/event_labels_test.ts";
import "../../src/app/render_view_pictures_test.ts";
import "../../src/app/render_view_test.ts";
import "../../src/app/time_axis_test.ts";
import "../../src/app/write_chart_test.ts";
import "../../src/bounded_lines_test.ts";
import "../../src/cli/cells_test.ts";
import "../../src/cli/cli_args_test.ts";
import "../../src/cli/render_changes_test.ts";
import "../../src/cli/render_results_test.ts";
import "../../src/cli/render_trend_test.ts";
import "../../src/cli/run_test.ts";
import "../../src/cli/sparkline_test.ts";
import "../../src/cli/table_test.ts";
import "../../src/cli/usage_test.ts";
import "../../src/command_line_test.ts";
import "../../src/install/desktop_config_test.ts";
import "../../src/install/install_task_test.ts";
import "../../src/install/server_build_test.ts";
import "../../src/install/server_listing_test.ts";
import "../../src/prompts/transcribe_prompt_test.ts";
import "../../src/report/font_data_test.ts";
import "../../src/report/page_writer_test.ts";
import "../../src/report/printable_test.ts";
import "../../src/report/render_pdf_test.ts";
import "../../src/report/report_charts_test.ts";
import "../../src/report/visit_summary_test.ts";
import "../../src/report/writer_launcher_test.ts";
import "../../src/resources/store_warnings_test.ts";
import "../../src/resources/view_html_test.ts";
import "../../src/server_command_test.ts";
import "../../src/tools/model_text_test.ts";
