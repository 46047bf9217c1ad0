package org.tessellate.platform

import platform.Foundation.NSDate
import platform.Foundation.timeIntervalSince1970

/**
 * Wall-clock source for the iOS targets.
 *
 * Kept separate from kotlinx-datetime so the reminder scheduler can be driven
 * by a fake clock in tests.
 */
actual object PlatformClock {
    actual fun nowEpochMillis(): Long {
        val seconds = NSDate().timeIntervalSince1970
        return (seconds * 1000).toLong()
    }
}
