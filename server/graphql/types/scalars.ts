import { GraphQLError } from "graphql";
import { isUploadedBlob, type UploadedBlob } from "../../domain/uploads/uploadedBlob.ts";
import { isStorableDate } from "../../domain/validation.ts";
import { builder } from "../builder.ts";

builder.scalarType("DateTime", {
  description: "An ISO-8601 date and time in UTC.",
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = typeof value === "string" ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime())) throw new GraphQLError("DateTime must be an ISO-8601 string");
    // Beyond these years PostgreSQL cannot store the date (and ISO-8601 needs a sign).
    if (!isStorableDate(date)) throw new GraphQLError("DateTime must lie between the years 1 and 9999");
    return date;
  },
});

builder.scalarType("JSON", {
  description: "Any JSON value; its shape is checked by the domain's schemas.",
  serialize: (value) => value,
  parseValue: (value) => value,
});

builder.scalarType("File", {
  description: "A file sent as a part of a multipart request (GraphQL multipart request spec).",
  serialize: () => {
    throw new GraphQLError("File is an input-only scalar");
  },
  parseValue: (value) => {
    if (!isUploadedBlob(value)) throw new GraphQLError("File must be sent as a multipart upload");
    return value;
  },
});
