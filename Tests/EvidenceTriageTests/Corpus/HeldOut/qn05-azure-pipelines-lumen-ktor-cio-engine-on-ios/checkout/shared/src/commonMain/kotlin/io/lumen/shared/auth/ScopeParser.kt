package io.lumen.shared.auth

object ScopeParser {
    fun parse(raw: String): List<String> = raw.split(" ").filter { it.isNotEmpty() }
}
