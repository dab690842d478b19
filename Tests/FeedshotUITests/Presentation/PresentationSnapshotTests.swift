import FeedshotTesting
import Foundation
import Testing
@testable import FeedshotUI

/// A screen to present things over: a titled list with coloured rows, so dimming and blurs show.
struct ExpensesScreen<Presented: View>: View {
    let present: @Sendable (AnyView) -> Presented

    var body: some View {
        present(AnyView(NavigationStack {
            List {
                ForEach(["Groceries", "Rent", "Cinema", "Train tickets", "Coffee"], id: \.self) { item in
                    HStack {
                        Circle().fill(item.count % 2 == 0 ? Color.orange : Color.blue).frame(width: 24, height: 24)
                        Text(item)
                        Spacer()
                        Text(Double(item.count) * 4.5, format: .currency(code: "USD")).foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Expenses")
        }))
    }
}

/// Renders `view` on an iPhone 15 at scale 1 in light and dark mode.
@discardableResult
func assertScreenLightAndDark<V: View>(_ view: V, filePath: StaticString = #filePath, function: String = #function) -> Bool {
    let light = assertSnapshot(of: view, on: .iPhone15, scale: 1, named: "light", filePath: filePath, function: function)
    let dark = assertSnapshot(of: view.preferredColorScheme(.dark), on: .iPhone15, scale: 1, named: "dark",
                              filePath: filePath, function: function)
    return light && dark
}

/// Presentations drawn when presented at render time, as iOS draws them on an iPhone.
@Suite struct PresentationSnapshotTests {
    @Test func alertWithCancelAndDestructiveButtons() {
        assertScreenLightAndDark(ExpensesScreen { screen in
            screen.alert("Delete expense?", isPresented: .constant(true)) {
                Button("Delete", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This removes it from every report.")
            }
        })
    }

    @Test func alertWithThreeActionsStacksThem() {
        assertScreenLightAndDark(ExpensesScreen { screen in
            screen.alert("Export", isPresented: .constant(true)) {
                Button("As CSV") {}
                Button("As PDF") {}
                Button("Cancel", role: .cancel) {}
            }
        })
    }

    @Test func olderAlertValueWithOneButton() {
        assertScreenLightAndDark(ExpensesScreen { screen in
            screen.alert(isPresented: .constant(true)) {
                Alert(title: Text("Saved"), message: Text("Your expense was added."), dismissButton: .default(Text("OK")))
            }
        })
    }

    @Test func alertPresentingData() {
        struct Failure: Identifiable { let id = 1; let reason = "The server did not answer." }
        let failure: Failure? = Failure()
        assertScreenLightAndDark(ExpensesScreen { screen in
            screen.alert("Upload failed", isPresented: .constant(true), presenting: failure) { _ in
                Button("Retry") {}
            } message: { failure in
                Text(failure.reason)
            }
        })
    }

    @Test func largeSheetPushesTheScreenBack() {
        assertScreenLightAndDark(ExpensesScreen { screen in
            screen.sheet(isPresented: .constant(true)) {
                NavigationStack {
                    Form {
                        TextField("Name", text: .constant(""))
                        Picker("Type", selection: .constant("Personal")) {
                            ForEach(["Business", "Personal"], id: \.self) { Text($0) }
                        }
                    }
                    .navigationTitle("Add expense")
                    .navigationBarTitleDisplayMode(.inline)
                }
            }
        })
    }

    @Test func mediumSheetWithDragIndicator() {
        assertScreenLightAndDark(ExpensesScreen { screen in
            screen.sheet(isPresented: .constant(true)) {
                VStack(spacing: 12) {
                    Text("Filters").font(.headline)
                    Toggle("Only this month", isOn: .constant(true))
                }
                .padding()
                .presentationDetents([.medium, .large])
            }
        })
    }

    @Test func confirmationDialogAsAnActionSheet() {
        assertScreenLightAndDark(ExpensesScreen { screen in
            screen.confirmationDialog("Change background", isPresented: .constant(true), titleVisibility: .visible) {
                Button("Red") {}
                Button("Green") {}
                Button("Delete all", role: .destructive) {}
            } message: {
                Text("Pick a new colour")
            }
        })
    }

    @Test func popoverIsASheetOnAnIPhone() {
        assertScreenLightAndDark(ExpensesScreen { screen in
            screen.popover(isPresented: .constant(true)) {
                Text("Tip: swipe a row to delete it.").padding()
                    .presentationDetents([.fraction(0.3)])
            }
        })
    }

    @Test func fullScreenCover() {
        assertScreenLightAndDark(ExpensesScreen { screen in
            screen.fullScreenCover(isPresented: .constant(true)) {
                VStack(spacing: 16) {
                    Image(systemName: "checkmark.circle.fill").font(.system(size: 64)).foregroundStyle(.green)
                    Text("All caught up").font(.title2.bold())
                }
            }
        })
    }

    @Test func nothingIsDrawnWhenNotPresented() {
        let renderer = Renderer(scale: 1)
        let plain = renderer.render(ExpensesScreen { $0 }, on: .iPhone15)
        let notPresented = renderer.render(ExpensesScreen { screen in
            screen.alert("Never", isPresented: .constant(false)) { Button("OK") {} }
                .sheet(isPresented: .constant(false)) { Text("Never") }
        }, on: .iPhone15)
        #expect(plain == notPresented)
    }
}
