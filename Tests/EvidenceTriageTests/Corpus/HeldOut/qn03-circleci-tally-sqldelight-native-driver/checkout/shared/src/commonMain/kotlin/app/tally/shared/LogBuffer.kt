package app.tally.shared

import kotlin.native.concurrent.SharedImmutable

const val DEFAULT_CAPACITY = 4

@SharedImmutable
private val emptySlots = arrayOfNulls<String>(DEFAULT_CAPACITY)

class LogBuffer(private val capacity: Int = DEFAULT_CAPACITY) {
    private var slots: Array<String?> =
        if (capacity == DEFAULT_CAPACITY) emptySlots else arrayOfNulls(capacity)
    private var size = 0

    fun append(line: String) {
        if (slots === emptySlots) slots = emptySlots.copyOf()
        slots[size % capacity] = line
        size++
    }

    fun clear() {
        slots.fill(null)
        size = 0
    }

    fun snapshot(): List<String> = slots.take(minOf(size, capacity)).filterNotNull()
}
