package app.dialpad.shared.phone

class PhoneNumberParser(
    private val metadata: RegionMetadataProvider = RegionMetadataProvider(),
) {
    fun parse(raw: String, defaultRegion: String): ParsedNumber {
        val normalized = Normalizer.stripFormatting(raw)
        val (number, extension) = Normalizer.splitExtension(normalized)
        val region = if (number.startsWith("+")) regionForCallingCode(number) else defaultRegion
        val regionMetadata = metadata.metadataFor(region)
        val national = number.removePrefix("+").removePrefix(regionMetadata.countryCode.toString())
        return ParsedNumber(regionMetadata.countryCode, national, extension)
    }

    private fun regionForCallingCode(number: String): String =
        CallingCodes.regionFor(number.drop(1)) ?: error("unknown calling code in $number")
}
