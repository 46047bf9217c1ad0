package com.kestrelfx.shared.format

import kotlin.test.Test
import kotlin.test.assertEquals

class CurrencyFormatterTest {
    @Test
    fun formatsYenWithoutDecimals() {
        assertEquals("¥1,235", CurrencyFormatter.format(1234.5, "JPY"))
    }
}
