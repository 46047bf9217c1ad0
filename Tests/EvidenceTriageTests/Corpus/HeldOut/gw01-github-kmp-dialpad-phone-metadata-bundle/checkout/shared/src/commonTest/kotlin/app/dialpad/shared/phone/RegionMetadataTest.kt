package app.dialpad.shared.phone

import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue

class RegionMetadataTest {

    @Test
    fun loadsMetadataForRegion() {
        // given
        val provider = RegionMetadataProvider()

        // when
        val metadata = provider.metadataFor("DE")

        // then
        assertEquals(49, metadata.countryCode)
        assertTrue(metadata.mobilePattern.isNotEmpty())
    }
}
