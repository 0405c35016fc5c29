import { PGlite } from "@electric-sql/pglite";

// Without this, PostgreSQL's start-up progress timer keeps node alive after a data
// directory that was not closed cleanly is opened again.
export const pgliteStartParams = [...PGlite.defaultStartParams, "-c", "log_startup_progress_interval=0"];
