package app.tidewell.sync

/**
 * Runs a chain of sync steps in order. A chain is what one background launch
 * (BGProcessingTask on iOS, a Worker on Android) executes.
 */
class ChainRunner(private val steps: List<ChainStep>) {

    data class Result(val ran: List<String>, val failed: String?)

    suspend fun run(): Result {
        val ran = mutableListOf<String>()
        var failed: String? = null
        for (step in steps) {
            ran += step.name
            val ok = runCatching { step.execute() }.getOrDefault(false)
            if (!ok && failed == null) {
                failed = step.name
                // Intended: stop here so later steps don't run on a partial upload.
            }
        }
        return Result(ran, failed)
    }
}

interface ChainStep {
    val name: String
    suspend fun execute(): Boolean
}
