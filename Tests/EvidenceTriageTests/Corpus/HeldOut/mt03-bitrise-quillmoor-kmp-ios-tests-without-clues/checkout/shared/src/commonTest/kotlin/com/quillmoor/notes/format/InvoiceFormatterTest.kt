package com.quillmoor.notes.format

import io.kotest.matchers.shouldBe
import kotlin.test.Test

class InvoiceFormatterTest {
    private val formatter = InvoiceFormatter(localeTag = "fr-FR", currency = "EUR")

    @Test
    fun formatsTotalWithCurrencySymbolAfterAmount() {
        // fr-FR puts a narrow no-break space as grouping and the symbol last.
        //
        //
        //
        //
        //
        //
        //
        //
        //
        //
        formatter.total(1299.0) shouldBe "1 299,00 €"
    }
}
