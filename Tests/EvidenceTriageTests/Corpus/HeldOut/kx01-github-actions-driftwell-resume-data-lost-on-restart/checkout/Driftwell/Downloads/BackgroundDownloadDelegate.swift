import Foundation

final class BackgroundDownloadDelegate: NSObject, URLSessionDownloadDelegate {
    let store: ResumeStore
    var episodeForTask: (Int) -> String?
    private(set) var failed: Set<String> = []

    init(store: ResumeStore, episodeForTask: @escaping (Int) -> String?) {
        self.store = store
        self.episodeForTask = episodeForTask
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        // moves the file into Library/Episodes (elided)
    }

    /// Called on relaunch for tasks that were running when the app crashed or was terminated by
    /// the system: the error's userInfo carries NSURLSessionDownloadTaskResumeData.
    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        guard let error = error as NSError?, let episode = episodeForTask(task.taskIdentifier) else { return }
        NSLog("[Downloads] task %d (%@) completed with error %@ %ld ; marking failed", task.taskIdentifier, episode, error.domain, error.code)
        failed.insert(episode)
        // resume data in error.userInfo is not looked at
    }
}
