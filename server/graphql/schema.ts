import { lexicographicSortSchema } from "graphql";
import { builder } from "./builder.ts";
import "./types/scalars.ts";
import "./types/errors.ts";
import "./types/user.ts";
import "./types/upload.ts";
import "./types/form.ts";
import "./types/submission.ts";
import "./types/publicForm.ts";
import "./types/template.ts";
import "./types/site.ts";
import "./types/accessToken.ts";
import "./types/node.ts";

export const schema = lexicographicSortSchema(builder.toSchema());
