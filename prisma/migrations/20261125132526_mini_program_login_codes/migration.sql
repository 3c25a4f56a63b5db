-- CreateTable
CREATE TABLE "WebLoginCode" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "codeHash" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "tokenVersion" INTEGER NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "consumedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "WebLoginCode_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "WebLoginCode_codeHash_key" ON "WebLoginCode"("codeHash");

-- CreateIndex
CREATE INDEX "WebLoginCode_userId_idx" ON "WebLoginCode"("userId");

-- CreateIndex
CREATE INDEX "WebLoginCode_expiresAt_idx" ON "WebLoginCode"("expiresAt");
