extension MessageRule {
    static let apiMisused = MessageRule(
        identifier: "api_misused_by_app",
        category: .businessLogicError,
        summary: "The system reported that the app's code misused the API its background work runs on (a second background URLSession of one identifier, a completion handler on a background session, a task on an invalidated session, a background task never ended, a Live Activity requested from the background).",
        signals: [.apiMisused],
        stage: .execution,
        nextStep: "Fix the code the warning names: keep one background URLSession per identifier for the app's lifetime (reuse it, do not recreate it), give background sessions a delegate instead of completion handlers, never start tasks on a session after invalidating it, end every background task (`endBackgroundTask`) on each path, its expiration handler's too, and start Live Activities from the foreground or by push.",
        triggeringExamples: [
            .failure("AppTests.PhotoUploadTests/testConsecutiveUploadsFinish",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 30 seconds, with unfulfilled expectations: \"second upload finished\"."],
                     log: ["Nutmeg[733:40218] A background URLSession with identifier com.example.app.photo-uploads already exists!"]),
            // The built plist permits no such identifier, and need not: a session's identifier is no task's.
            .failure("AppTests.AttachmentSyncTests/testConcurrentSyncsBothComplete",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 30 seconds, with unfulfilled expectations: \"second sync completion\"."],
                     log: ["Quarry[4410:33012] A background URLSession with identifier com.example.app.attachments already exists!"],
                     plist: .built(permitted: ["com.example.app.refresh"], modes: ["fetch"])),
            .failure("AppTests.AttachmentUploadTests/testUploadsInBackgroundSession", messages: ["Test crashed with signal abrt."],
                     log: ["*** Terminating app due to uncaught exception 'NSGenericException', reason: 'Completion handler blocks are not supported in background sessions. Use a delegate instead.'"]),
            // The app's background task outlived its expiration: UIKit says the app never ended it.
            .failure("CopperleafUITests.ExportBackgroundTaskUITests/testLongExportCompletesAfterReturningToForeground",
                     messages: ["XCTAssertTrue failed"],
                     log: ["CopperleafNotes(UIKitCore)[4121] <Notice>: [BackgroundTask] Background task still not ended after expiration handlers were called: <UIBackgroundTaskInfo: 0x301a8e3c0>: taskID = 14, taskName = NotebookExport, creationTime = 1832417 (elapsed = 27). This app will likely be terminated by the system. Call UIApplication.endBackgroundTask(_:) to avoid this."]),
            // ActivityKit refused a Live Activity the app requested from the background (an intent run without opening the app).
            .failure("QuillUITests.FocusActivityUITests/testShortcutStartShowsLiveActivity",
                     messages: ["XCTAssertTrue failed - Live Activity for the session never appeared"],
                     log: ["2026-11-30 07:21:44.102318+0000 Quill[5120:88211] [activity] Live Activity not started for s-19: Target is not foreground"]),
            // Core Location's diagnostic of a background activity session the app started from the background.
            .failure("TrailUITests.BackgroundRecordingUITests/testRecordingContinuesAfterHome",
                     messages: ["XCTAssertGreaterThan failed: (\"1\") is not greater than (\"10\") - points recorded while backgrounded (session diagnostic: insufficientlyInUse)"]),
            // CallKit stopped launching the app for VoIP pushes its PushKit handler never reported as calls.
            .failure("PillarboxUITests.IncomingCallUITests/testIncomingCallRingsWhileAppTerminated",
                     messages: ["XCTAssertTrue failed - incoming call never rang"],
                     log: ["2026-11-17 02:16:52.411402+0000 callservicesd[118] <Error>: Application <private> will not be launched because it failed to report an incoming call too many times (or repeatedly crashed.)"]),
        ],
        nonTriggeringExamples: [
            .failure("AppTests.PhotoUploadTests/testConsecutiveUploadsFinish",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 30 seconds, with unfulfilled expectations: \"second upload finished\"."],
                     log: ["[Upload] BackgroundTask r-2 queued on com.example.app.photo-uploads"]),
        ])
}
