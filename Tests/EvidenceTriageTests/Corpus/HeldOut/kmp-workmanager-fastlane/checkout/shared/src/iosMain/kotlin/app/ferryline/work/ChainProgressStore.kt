package app.ferryline.work

// shared/src/iosMain/kotlin/app/ferryline/work/ChainProgressStore.kt
class ChainProgressStore(private val fs: ProgressFs) {
    fun lastCompletedStep(chainId: String): Int =
        fs.read("chains/$chainId.progress")?.toIntOrNull() ?: 0

    fun markCompleted(chainId: String, step: Int, isLast: Boolean) {
        // Only persisted at the end to save I/O inside the BGTask window.
        if (isLast) fs.write("chains/$chainId.progress", step.toString())
    }
}
