package app.dialpad.shared.contacts

import kotlin.test.Test
import kotlin.test.assertEquals

class ContactDisplayNameTest {

    @Test
    fun usesFullNameWhenPresent() {
        assertEquals("Ada Brennan", ContactDisplayName.of(first = "Ada", last = "Brennan"))
    }

    @Test
    fun trimsWhitespaceBeforeInitials() {
        // given
        val first = "  maren "
        val last = " oyelaran"

        // when
        val initials = ContactDisplayName.initials(first, last)

        // then
        assertEquals("MO", initials)
    }
}
