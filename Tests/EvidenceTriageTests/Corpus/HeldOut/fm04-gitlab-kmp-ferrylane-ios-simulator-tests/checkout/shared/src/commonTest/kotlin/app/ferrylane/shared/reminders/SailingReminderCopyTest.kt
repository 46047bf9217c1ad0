package app.ferrylane.shared.reminders

import app.ferrylane.shared.MR
import dev.icerock.moko.resources.desc.StringDesc
import kotlin.test.Test
import kotlin.test.assertEquals

class SailingReminderCopyTest {

    @Test
    fun formatsDepartureReminder() {
        StringDesc.localeType = StringDesc.LocaleType.Custom("en")
        val copy = SailingReminderCopy(MR.strings)
        assertEquals(
            "Your 07:45 sailing to Skerrin boards in 30 min",
            copy.departureReminder(departure = "07:45", port = "Skerrin", minutes = 30),
        )
    }

    @Test
    fun pluralisesVehicleCount() {
        StringDesc.localeType = StringDesc.LocaleType.Custom("en")
        val copy = SailingReminderCopy(MR.strings)
        assertEquals("2 vehicles", copy.vehicles(2))
    }
}
