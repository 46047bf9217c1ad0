package com.driftnote.sync

import kotlinx.datetime.Instant
import kotlin.test.Test
import kotlin.test.assertEquals

class ConflictResolverTest {
    private val t0 = Instant.parse("2021-10-18T08:00:00Z")
    private val t1 = Instant.parse("2021-10-18T08:05:00Z")

    @Test
    fun tieKeepsLocal() {
        val local = NoteVersion("n1", "local", t0)
        val remote = NoteVersion("n1", "remote", t0)
        assertEquals("local", ConflictResolver.resolve(local, remote).body)
    }

    @Test
    fun newerRemoteEditWins() {
        val local = NoteVersion("n1", "local", t0)
        val remote = NoteVersion("n1", "remote", t1)
        assertEquals("remote", ConflictResolver.resolve(local, remote).body)
    }
}
