import Foundation

/// A running upload and the background-task assertion that keeps it alive while the app is backgrounded.
struct UploadTaskInfo {
    let url: URL
    let task: any DataTask
    var backgroundTaskID: Int = 0
    var cleanup: (() -> Void)? = nil
}
