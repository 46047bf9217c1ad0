package app.quire.shared.text

object WordCounter {
    fun count(text: String): Int =
        text.split(Regex("[\\s\\-]+")).count { it.isNotBlank() }
}
