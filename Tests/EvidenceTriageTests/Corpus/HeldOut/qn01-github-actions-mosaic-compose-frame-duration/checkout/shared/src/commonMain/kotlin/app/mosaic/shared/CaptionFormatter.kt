package app.mosaic.shared

object CaptionFormatter {
    fun preview(caption: String, maxChars: Int): String =
        if (caption.length <= maxChars) caption else caption.take(maxChars)
}
