import Foundation
import FeedshotUI

/// Buttons in every style and role, a link, toggles and progress views, as SwiftUI's
/// documentation shows them.
struct ControlsGallery: View {
    @State private var isOn = true
    let progress = 0.6

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 12) {
                Button("Default") {}
                Button("Delete", role: .destructive) {}
                Button(action: {}) {
                    Text("Plain")
                }
                .buttonStyle(.plain)
            }
            HStack(spacing: 12) {
                Button("Bordered") {}
                    .buttonStyle(.bordered)
                Button("Prominent") {}
                    .buttonStyle(.borderedProminent)
                Button("Delete", role: .destructive) {}
                    .buttonStyle(.borderedProminent)
            }
            HStack(spacing: 12) {
                Button("Small") {}
                    .buttonStyle(.bordered)
                    .controlSize(.small)
                Button("Large") {}
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)
                    .tint(.orange)
            }
            Link("Visit Apple", destination: URL(fileURLWithPath: "/"))
            Toggle("Wi-Fi", isOn: $isOn)
            Toggle("Bluetooth", isOn: .constant(false))
            Toggle("Purple", isOn: .constant(true))
                .tint(.purple)
            HStack(spacing: 24) {
                ProgressView()
                ProgressView("Loading")
                ProgressView()
                    .controlSize(.large)
            }
            ProgressView(value: progress)
            ProgressView("Downloading", value: 30, total: 100)
        }
        .padding()
    }
}
