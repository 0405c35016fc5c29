-- AlterTable
ALTER TABLE "forms" ADD COLUMN     "qr_options_before_template" JSONB;
