// Written by `deno task build:units` (scripts/write_unit_suites.ts); do not edit.
// Runs these unit tests in one isolate: see that script's doc.

import "../../src/domain/around_text_test.ts";
import "../../src/domain/changes_since_test.ts";
import "../../src/domain/complete_test.ts";
import "../../src/domain/convert_test.ts";
import "../../src/domain/dates_test.ts";
import "../../src/domain/dictionary_test.ts";
import "../../src/domain/events_test.ts";
import "../../src/domain/flags_test.ts";
import "../../src/domain/format_test.ts";
import "../../src/domain/meaningful_test.ts";
import "../../src/domain/name_forms_test.ts";
import "../../src/domain/personal_checks_test.ts";
import "../../src/domain/personal_interval_test.ts";
import "../../src/domain/quantiles_test.ts";
import "../../src/domain/queries_test.ts";
import "../../src/domain/rcv_means_test.ts";
import "../../src/domain/rcv_test.ts";
import "../../src/domain/rcv_verdicts_test.ts";
import "../../src/domain/reading_test.ts";
import "../../src/domain/resolve_test.ts";
import "../../src/domain/series_columns_test.ts";
import "../../src/domain/series_personal_test.ts";
import "../../src/domain/shape_check_test.ts";
import "../../src/domain/similarity_test.ts";
import "../../src/domain/stored_time_test.ts";
import "../../src/domain/suggest_test.ts";
import "../../src/domain/text_test.ts";
import "../../src/domain/trend_test.ts";
import "../../src/domain/unit_display_test.ts";
import "../../src/domain/units_test.ts";
