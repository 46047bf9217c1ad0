package app.tallyho.shared.scan

object BarcodeParser {
    /** Accepts EAN-13 and UPC-A; returns null for anything else. */
    fun parse(raw: String): String? {
        val digits = raw.filter { it.isDigit() }
        return if (digits.length >= 12) digits else null
    }
}
