package dev.wharfside.shared.sync

interface TimetableRepository {
    suspend fun nextDepartures(): List<String>
}
