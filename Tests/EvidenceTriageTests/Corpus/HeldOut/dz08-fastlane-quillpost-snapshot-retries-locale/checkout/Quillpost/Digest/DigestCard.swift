import SwiftUI

/// Card for one issue in the daily digest. Shows only publication data (no UI copy),
/// so it renders the same in every language.
struct DigestCard: View {
    enum Style { case compact, expanded }
    let issue: DigestIssue
    let style: Style

    var body: some View {
        VStack(alignment: .leading, spacing: style == .compact ? 4 : 10) {
            Text(issue.publication).font(.caption).foregroundStyle(.secondary)
            Text(issue.title).font(style == .compact ? .headline : .title2).lineLimit(style == .compact ? 1 : 3)
            if style == .expanded {
                Label("\(issue.minutes)", systemImage: "clock").font(.footnote)
            }
        }
        .padding()
        .frame(width: 343, alignment: .leading)
        .background(.background.secondary, in: .rect(cornerRadius: 12))
    }
}
