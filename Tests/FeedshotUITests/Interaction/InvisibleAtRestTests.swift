import Foundation
import Geometry
import Raster
import Testing
@testable import FeedshotUI

/// Context menus, help, keyboard shortcuts, hovering, privacy redaction, keyboard dismissal by
/// scrolling, opened URLs and row selection compile as SwiftUI code writes them and change
/// nothing in a frame at rest; their closures never run.
extension InertModifierTests {
    struct DecoratedRow: View {
        let decorated: Bool
        var body: some View {
            let base = HStack {
                Image(systemName: "star.fill")
                Text("Saturn V")
                Spacer()
                Button("Launch") {}
            }
            .padding()
            if decorated {
                base
                    .contextMenu {
                        Button("Copy") {}
                        Button("Delete", role: .destructive) {}
                    }
                    .contextMenu { Button("Share") {} } preview: { Text("Preview") }
                    .help("Launches the rocket")
                    .help(Text("Tip"))
                    .help(String("A string"))
                    .keyboardShortcut("l", modifiers: [.command, .shift])
                    .keyboardShortcut(.defaultAction)
                    .keyboardShortcut(Optional<KeyboardShortcut>.none)
                    .onHover { _ in Issue.record("a hover closure ran") }
                    .privacySensitive()
                    .scrollDismissesKeyboard(.interactively)
                    .onOpenURL { _ in Issue.record("an open-URL closure ran") }
                    .selectionDisabled()
            } else {
                base
            }
        }
    }

    @Test func pointerKeyboardAndMenuModifiersLeavePixelsUnchanged() {
        let renderer = Renderer(scale: 1)
        let size = Size(width: 240, height: 60)
        let decorated = renderer.render(DecoratedRow(decorated: true), size: size)
        #expect(decorated == renderer.render(DecoratedRow(decorated: false), size: size))
        // Something was drawn: the comparison is not between two empty frames.
        #expect((0..<240).contains { decorated[$0, 30].alpha > 0 })
        #expect(KeyboardShortcut.defaultAction.key == .return && KeyboardShortcut("s").modifiers == .command)
    }
}
