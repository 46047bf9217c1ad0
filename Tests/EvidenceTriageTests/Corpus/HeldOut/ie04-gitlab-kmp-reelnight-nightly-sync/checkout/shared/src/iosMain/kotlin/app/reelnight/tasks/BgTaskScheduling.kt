package app.reelnight.tasks

import platform.BackgroundTasks.BGTask
import platform.BackgroundTasks.BGTaskRequest
import platform.BackgroundTasks.BGTaskScheduler

/** BGTask/BGTaskScheduler behind interfaces so iosTest can use fakes. */
interface BgTask {
    val identifier: String
    var expirationHandler: (() -> Unit)?
    fun setTaskCompleted(success: Boolean)
}

interface BgTaskScheduling {
    fun register(identifier: String, handler: (BgTask) -> Unit): Boolean
    fun submit(request: BGTaskRequest)
}

class SystemBgTaskScheduler(private val recorder: DiagnosticsRecorder) : BgTaskScheduling {
    override fun register(identifier: String, handler: (BgTask) -> Unit): Boolean {
        val ok = BGTaskScheduler.sharedScheduler.registerForTaskWithIdentifier(identifier, null) { task ->
            handler(SystemBgTask(task!!))
        }
        recorder.record(identifier, TaskKind.Processing, Phase.Registration, ok)
        return ok
    }

    override fun submit(request: BGTaskRequest) {
        val error = submitCatching(request)
        recorder.record(request.identifier, TaskKind.Processing, Phase.Submission, error == null, error)
    }
}
