package dev.wharfside.shared.fares

import kotlin.test.Test
import kotlin.test.assertEquals

class FareFormatterTest {

    @Test
    fun formatsWholeEuros() {
        assertEquals("9,00 €", FareFormatter(locale = "de-DE").format(cents = 900))
    }

    @Test
    fun formatsEuroWithComma() {
        assertEquals("12,50 €", FareFormatter(locale = "de-DE").format(cents = 1250))
    }
}
