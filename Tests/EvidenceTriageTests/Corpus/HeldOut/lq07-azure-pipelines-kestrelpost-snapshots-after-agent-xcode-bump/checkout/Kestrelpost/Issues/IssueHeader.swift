import SwiftUI

struct IssueHeader: View {
    let issue: Issue

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("No. \(issue.number)")
                .font(.caption.weight(.semibold))
                .foregroundStyle(.secondary)
            Text(issue.title)
                .font(.title2.weight(.bold))
                // PR #903: show the full title instead of truncating after two lines.
                .lineLimit(nil)
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 12)
    }
}
