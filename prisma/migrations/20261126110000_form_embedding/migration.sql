-- AlterTable
ALTER TABLE "forms" ADD COLUMN     "allow_embedding" BOOLEAN NOT NULL DEFAULT false;
