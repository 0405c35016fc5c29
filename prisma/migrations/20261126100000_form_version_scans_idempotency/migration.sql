-- AlterTable
ALTER TABLE "forms" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "submissions" ADD COLUMN     "idempotency_key" TEXT;

-- CreateTable
CREATE TABLE "form_scans" (
    "form_id" TEXT NOT NULL,
    "visitor_hash" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "form_scans_pkey" PRIMARY KEY ("form_id","visitor_hash","day")
);

-- CreateIndex
CREATE INDEX "form_scans_day_idx" ON "form_scans"("day");

-- CreateIndex
CREATE UNIQUE INDEX "submissions_form_id_idempotency_key_key" ON "submissions"("form_id", "idempotency_key");

-- AddForeignKey
ALTER TABLE "form_scans" ADD CONSTRAINT "form_scans_form_id_fkey" FOREIGN KEY ("form_id") REFERENCES "forms"("id") ON DELETE CASCADE ON UPDATE CASCADE;
