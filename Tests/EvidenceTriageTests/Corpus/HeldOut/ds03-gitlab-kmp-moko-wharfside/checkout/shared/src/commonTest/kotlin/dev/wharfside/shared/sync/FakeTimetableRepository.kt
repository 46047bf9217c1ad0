package dev.wharfside.shared.sync

class FakeTimetableRepository(private val departures: List<String>) : TimetableRepository {
    override suspend fun nextDepartures(): List<String> = departures
}
