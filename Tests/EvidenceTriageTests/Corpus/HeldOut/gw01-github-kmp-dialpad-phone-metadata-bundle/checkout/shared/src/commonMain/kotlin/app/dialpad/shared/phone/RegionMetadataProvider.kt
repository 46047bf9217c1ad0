package app.dialpad.shared.phone

import app.dialpad.shared.MR
import dev.icerock.moko.resources.getText

/**
 * Reads the per-region metadata files (PhoneNumberMetadataProto_XX) that ship as moko-resources
 * files in the shared module. On iOS they live in the `app.dialpad.shared.MR` resource bundle,
 * which has to be copied next to the test executable / into the app.
 */
class RegionMetadataProvider {

    private val cache = mutableMapOf<String, RegionMetadata>()

    fun metadataFor(region: String): RegionMetadata = cache.getOrPut(region) {
        val file = MR.files.regionFile(region)
        val text = file.readText()
        RegionMetadata.decode(text)
    }
}
