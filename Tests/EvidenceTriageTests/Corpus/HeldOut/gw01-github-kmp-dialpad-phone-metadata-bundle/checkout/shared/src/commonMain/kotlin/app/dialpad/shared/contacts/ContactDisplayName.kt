package app.dialpad.shared.contacts

object ContactDisplayName {

    fun of(first: String?, last: String?): String =
        listOfNotNull(first?.trim(), last?.trim()).filter { it.isNotEmpty() }.joinToString(" ")

    fun initials(first: String?, last: String?): String {
        // takes the first character before trimming: a leading blank becomes the "initial"
        val f = first?.firstOrNull()?.uppercaseChar()
        val l = last?.firstOrNull()?.uppercaseChar()
        return listOfNotNull(f, l).joinToString("").trim()
    }
}
