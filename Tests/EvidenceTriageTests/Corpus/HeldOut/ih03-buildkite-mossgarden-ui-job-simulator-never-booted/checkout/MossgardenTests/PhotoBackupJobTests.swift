import XCTest
@testable import Mossgarden

final class PhotoBackupJobTests: XCTestCase {
    private var defaults: UserDefaults!
    private var library: FakePhotoSource!
    private var uploader: FakeUploader!

    override func setUp() {
        defaults = UserDefaults(suiteName: "PhotoBackupJobTests")!
        defaults.removePersistentDomain(forName: "PhotoBackupJobTests")
        library = FakePhotoSource(count: 5)
        uploader = FakeUploader()
    }

    func testUploadsOnlyPhotosNewerThanCursor() {
        defaults.set(library.photos[2].creationDate, forKey: "backupCursor")
        let job = PhotoBackupJob(library: library, uploader: uploader, defaults: defaults)
        job.run(task: FakeBackgroundTask())
        XCTAssertEqual(uploader.uploadedIDs, library.photos[3...].map(\.id))
    }

    func testCursorAdvancesAfterSuccessfulBatch() {
        let job = PhotoBackupJob(library: library, uploader: uploader, defaults: defaults)
        job.run(task: FakeBackgroundTask())
        XCTAssertEqual(defaults.object(forKey: "backupCursor") as? Date, library.photos.last?.creationDate)
    }

    func testRetriesFailedUploadWithBackoff() {
        uploader.failuresBeforeSuccess = 2
        let job = PhotoBackupJob(library: library, uploader: uploader, defaults: defaults)
        job.run(task: FakeBackgroundTask())
        XCTAssertEqual(uploader.attemptDelays, [2, 4])
    }

    func testSkipsPhotosMarkedPrivate() {
        library.photos[1].isPrivate = true
        let job = PhotoBackupJob(library: library, uploader: uploader, defaults: defaults)
        job.run(task: FakeBackgroundTask())
        XCTAssertFalse(uploader.uploadedIDs.contains(library.photos[1].id))
    }

    /// The system may expire a processing task at any time; a partial upload must
    /// not look like a finished backup.
    func testExpirationDoesNotRecordSuccessfulBackup() {
        let task = FakeBackgroundTask()
        uploader.onUpload = { index in
            if index == 2 { task.expire() }   // expire after 2 of 5 photos
        }
        let job = PhotoBackupJob(library: library, uploader: uploader, defaults: defaults)

        job.run(task: task)

        XCTAssertEqual(uploader.uploadedIDs.count, 2)
        XCTAssertEqual(task.completedSuccess, false)

        // The cursor may move (the two uploaded photos are safe), but the
        // "last backup" date drives the Settings badge and the nightly
        // reminder: if it is set after a partial run, users are told their
        // library is backed up when three photos are not.
        //
        // FakeBackgroundTask.expire() runs the job's expirationHandler
        // synchronously, exactly as BGTaskScheduler would on its own queue.
        XCTAssertNil(job.lastSuccessfulBackup,
                     "lastSuccessfulBackup must stay nil when the task expired with 3 of 5 photos still queued")
    }
}
