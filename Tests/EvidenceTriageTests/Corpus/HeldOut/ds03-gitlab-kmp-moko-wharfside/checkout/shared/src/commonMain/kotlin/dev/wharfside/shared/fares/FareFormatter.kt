package dev.wharfside.shared.fares

class FareFormatter(private val locale: String) {
    private val decimalSeparator: Char = if (locale.startsWith("de")) ',' else '.'

    fun format(cents: Int): String {
        val euros = cents / 100
        val rest = cents % 100
        // Bug: the separator is only applied when there are no cents.
        val sep = if (rest == 0) decimalSeparator else '.'
        return "$euros$sep${rest.toString().padStart(2, '0')} €"
    }
}
