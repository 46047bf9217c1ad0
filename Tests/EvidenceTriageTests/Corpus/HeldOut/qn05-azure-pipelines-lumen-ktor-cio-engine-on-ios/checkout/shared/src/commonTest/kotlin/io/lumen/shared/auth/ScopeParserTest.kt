package io.lumen.shared.auth

import kotlin.test.Test
import kotlin.test.assertEquals

class ScopeParserTest {
    @Test
    fun testSplitsOnAnyWhitespace() {
        assertEquals(listOf("openid", "profile", "offline_access"), ScopeParser.parse("openid  profile\toffline_access"))
    }
}
