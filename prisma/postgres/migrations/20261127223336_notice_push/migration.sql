-- AlterTable
ALTER TABLE "User" ADD COLUMN     "locale" TEXT;

-- CreateTable
CREATE TABLE "MessagePush" (
    "id" SERIAL NOT NULL,
    "messageId" INTEGER NOT NULL,
    "channel" TEXT NOT NULL,
    "recipient" TEXT NOT NULL,
    "template" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastError" TEXT NOT NULL DEFAULT '',
    "sentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MessagePush_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PushConsent" (
    "userId" INTEGER NOT NULL,
    "templateId" TEXT NOT NULL,
    "credits" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PushConsent_pkey" PRIMARY KEY ("userId","templateId")
);

-- CreateTable
CREATE TABLE "PushSandbox" (
    "id" SERIAL NOT NULL,
    "channel" TEXT NOT NULL,
    "recipient" TEXT NOT NULL,
    "pushId" INTEGER NOT NULL,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PushSandbox_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "MessagePush_status_nextAt_idx" ON "MessagePush"("status", "nextAt");

-- CreateIndex
CREATE UNIQUE INDEX "MessagePush_messageId_channel_key" ON "MessagePush"("messageId", "channel");

-- CreateIndex
CREATE INDEX "PushSandbox_pushId_idx" ON "PushSandbox"("pushId");

-- AddForeignKey
ALTER TABLE "MessagePush" ADD CONSTRAINT "MessagePush_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "Message"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PushConsent" ADD CONSTRAINT "PushConsent_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
