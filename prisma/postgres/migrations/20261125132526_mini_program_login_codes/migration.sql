-- CreateTable
CREATE TABLE "WebLoginCode" (
    "id" SERIAL NOT NULL,
    "codeHash" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "tokenVersion" INTEGER NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "consumedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WebLoginCode_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "WebLoginCode_codeHash_key" ON "WebLoginCode"("codeHash");

-- CreateIndex
CREATE INDEX "WebLoginCode_userId_idx" ON "WebLoginCode"("userId");

-- CreateIndex
CREATE INDEX "WebLoginCode_expiresAt_idx" ON "WebLoginCode"("expiresAt");

-- AddForeignKey
ALTER TABLE "WebLoginCode" ADD CONSTRAINT "WebLoginCode_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
