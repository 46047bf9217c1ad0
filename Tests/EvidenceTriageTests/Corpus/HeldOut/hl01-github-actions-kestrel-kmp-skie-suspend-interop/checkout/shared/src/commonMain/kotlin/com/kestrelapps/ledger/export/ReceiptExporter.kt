package com.kestrelapps.ledger.export

import com.kestrelapps.ledger.model.Receipt

class ExportException(message: String) : IllegalStateException(message)

class ReceiptExporter(private val receipts: ReceiptSource) {

    /**
     * Renders a receipt as CSV. Called from Swift (ReceiptShareSheet) inside do/catch.
     */
    fun export(receiptId: Long): String {
        val receipt: Receipt = receipts.find(receiptId)
            ?: throw ExportException("receipt $receiptId not found")
        val lines = receipt.lines
        if (lines.isEmpty()) {
            // Swift shows "Nothing to export" for this case.
            throw ExportException("receipt $receiptId has no line items")
        }
        return buildString {
            appendLine("sku,qty,amount")
            lines.forEach { appendLine("${it.sku},${it.quantity},${it.amountMinor}") }
        }
    }
}
