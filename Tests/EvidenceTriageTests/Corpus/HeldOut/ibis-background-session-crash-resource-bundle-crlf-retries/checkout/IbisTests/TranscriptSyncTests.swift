import XCTest
import IbisAI
@testable import Ibis

final class TranscriptSyncTests: XCTestCase {
    func testSummaryRequestTruncatesLongTranscripts() throws {
        let request = try SummaryRequest(transcript: String(repeating: "a", count: 200_000)).urlRequest()
        XCTAssertLessThanOrEqual(request.httpBody?.count ?? 0, 128_000)
    }

    /// Summaries for long recordings must survive the app being backgrounded,
    /// so the summarizer is built on the app's background session.
    func testSummaryRequestSurvivesBackgrounding() async throws {
        let summarizer = TranscriptSummarizer(session: URLSession.ibisBackground)
        let summary = try await summarizer.summarize(Fixtures.meetingTranscript)
        XCTAssertFalse(summary.isEmpty)
    }
}
