package app.kestrel.fare

object FareFormatter {
    fun euros(cents: Long): String = "€" + (cents / 100) + "." + (cents % 100)
}
