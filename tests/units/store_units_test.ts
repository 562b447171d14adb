// Written by `deno task build:units` (scripts/write_unit_suites.ts); do not edit.
// Runs these unit tests in one isolate: see that script's doc.

import "../../src/store/analytical_sources_test.ts";
import "../../src/store/append_test.ts";
import "../../src/store/builtin_test.ts";
import "../../src/store/catalog_fingerprint_test.ts";
import "../../src/store/clinical_test.ts";
import "../../src/store/column_builder_test.ts";
import "../../src/store/column_index_test.ts";
import "../../src/store/data_dir_test.ts";
import "../../src/store/dictionary_file_test.ts";
import "../../src/store/events_file_test.ts";
import "../../src/store/file_reader_test.ts";
import "../../src/store/line_parser/fast_parse_test.ts";
import "../../src/store/line_parser/parse_lines_test.ts";
import "../../src/store/line_parser/row_scratch_test.ts";
import "../../src/store/loinc_test.ts";
import "../../src/store/marker_entry_schema_test.ts";
import "../../src/store/prepared_dictionary_test.ts";
import "../../src/store/schemas_test.ts";
import "../../src/store/store_changes_test.ts";
import "../../src/store/store_files_test.ts";
import "../../src/store/store_image_test.ts";
import "../../src/store/store_index_file_test.ts";
import "../../src/store/store_overlay_test.ts";
import "../../src/store/store_scale_test.ts";
import "../../src/store/store_test.ts";
import "../../src/store/variation_sources_test.ts";
