package com.ferngrove.shared.ui

import kotlin.test.Test
import kotlin.test.assertEquals

class ReadingTimeFormatterTest {
    @Test
    fun formatsMinutesUnderAnHour() = assertEquals("42 min", ReadingTimeFormatter.format(seconds = 2520))

    @Test
    fun formatsOneMinuteSingular() = assertEquals("1 minute left", ReadingTimeFormatter.remaining(seconds = 61))

    @Test
    fun formatsHoursAndMinutes() = assertEquals("1 h 05 min", ReadingTimeFormatter.format(seconds = 3900))
}
