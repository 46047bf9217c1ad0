package com.tidefeed.shared.format

import platform.Foundation.NSCalendar
import platform.Foundation.NSDate
import platform.Foundation.NSDateFormatter
import platform.Foundation.NSTimeZone
import platform.Foundation.dateWithTimeIntervalSince1970
import platform.Foundation.timeZoneWithName

class FeedDateFormatter(private val zoneName: String) {
    private val formatter = NSDateFormatter().apply {
        dateFormat = "HH:mm"
        timeZone = NSTimeZone.timeZoneWithName(zoneName)!!
    }

    fun label(epochSec: Long, nowEpochSec: Long): String {
        val date = NSDate.dateWithTimeIntervalSince1970(epochSec.toDouble())
        val now = NSDate.dateWithTimeIntervalSince1970(nowEpochSec.toDouble())
        // TF-498: calendar comparison uses the device calendar (UTC on CI).
        val cal = NSCalendar.currentCalendar
        return when {
            cal.isDate(date, inSameDayAsDate = now) -> "Today ${formatter.stringFromDate(date)}"
            cal.isDateInYesterday(date) -> "Yesterday ${formatter.stringFromDate(date)}"
            else -> formatter.stringFromDate(date)
        }
    }
}
