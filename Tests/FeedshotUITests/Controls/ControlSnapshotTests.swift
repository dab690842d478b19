import FeedshotTesting
import Foundation
import Testing
@testable import FeedshotUI

/// Renders `view` on the system background at `size` points, scale 2, in light and dark mode.
@discardableResult
func assertLightAndDark<V: View>(_ view: V, size: Size, filePath: StaticString = #filePath,
                                 function: String = #function) -> Bool {
    let screen = view.frame(maxWidth: .infinity, maxHeight: .infinity).background(.background)
    let light = assertSnapshot(of: screen, size: size, scale: 2, named: "light", filePath: filePath, function: function)
    let dark = assertSnapshot(of: screen.preferredColorScheme(.dark), size: size, scale: 2, named: "dark",
                              filePath: filePath, function: function)
    return light && dark
}

/// Input controls drawn at rest, one golden per control in light and dark mode.
@Suite struct ControlSnapshotTests {
    @Test func textFields() {
        struct Fields: View {
            @State private var name = ""
            @State private var city = "Lisbon"
            @State private var amount = 1234.5
            @State private var notes = "Packed lunch, a map of the old town and a spare battery for the camera."
            var body: some View {
                VStack(alignment: .leading, spacing: 12) {
                    TextField("Name", text: $name)
                    TextField("City", text: $city)
                    TextField("Search", text: $name, prompt: Text("Search flights"))
                        .textFieldStyle(.roundedBorder)
                    TextField("City", text: $city).textFieldStyle(.roundedBorder)
                    TextField("Amount", value: $amount, format: .currency(code: "USD"))
                        .textFieldStyle(.roundedBorder)
                        .multilineTextAlignment(.trailing)
                        .keyboardType(.decimalPad)
                    TextField("Notes", text: $notes, axis: .vertical)
                        .lineLimit(3)
                        .textFieldStyle(.roundedBorder)
                }
                .padding()
            }
        }
        assertLightAndDark(Fields(), size: Size(width: 320, height: 340))
    }

    @Test func secureFieldShowsBulletsOrPlaceholder() {
        let view = VStack(spacing: 12) {
            SecureField("Password", text: .constant(""))
            SecureField("Password", text: .constant("hunter2")).textFieldStyle(.roundedBorder)
        }.padding()
        assertLightAndDark(view, size: Size(width: 320, height: 110))
    }

    @Test func textEditor() {
        let view = TextEditor(text: .constant("Dear diary,\nToday the rover found a rock shaped like a heart."))
            .frame(height: 100)
            .border(Color.gray.opacity(0.4))
            .padding()
        assertLightAndDark(view, size: Size(width: 320, height: 132))
    }

    @Test func formPickersInMenuAndNavigationLinkStyles() {
        struct Pickers: View {
            @State private var tip = 15
            @State private var flavour = "Vanilla"
            var body: some View {
                Form {
                    Picker("Tip", selection: $tip) {
                        ForEach([10, 15, 20, 25], id: \.self) { Text("\($0)%") }
                    }
                    Picker("Flavour", selection: $flavour) {
                        ForEach(["Vanilla", "Strawberry", "Chocolate"], id: \.self) { Text($0) }
                    }
                    .pickerStyle(.navigationLink)
                    Picker("Tip", selection: $tip) {
                        Text("Ten").tag(10)
                        Text("Fifteen").tag(15)
                    }
                    .pickerStyle(.menu)
                }
            }
        }
        assertLightAndDark(Pickers(), size: Size(width: 360, height: 200))
    }

    @Test func menuPickerOutsideAFormShowsOnlyTheSelection() {
        let view = Picker("Sort", selection: .constant("Name")) {
            ForEach(["Name", "Date"], id: \.self) { Text($0) }
        }
        .padding()
        assertLightAndDark(view, size: Size(width: 200, height: 56))
    }

    @Test func segmentedPicker() {
        let view = VStack(spacing: 16) {
            Picker("Unit", selection: .constant(1)) {
                Text("Metres").tag(0)
                Text("Kilometres").tag(1)
                Text("Miles").tag(2)
            }
            Picker("Tip", selection: .constant(25)) {
                ForEach([10, 15, 20, 25, 0], id: \.self) { Text($0, format: .percent.scale(1)) }
            }
        }
        .pickerStyle(.segmented)
        .padding()
        assertLightAndDark(view, size: Size(width: 340, height: 112))
    }

    @Test func wheelPicker() {
        let view = Picker("Number of people", selection: .constant(4)) {
            ForEach(2..<100) { Text("\($0) people") }
        }
        .pickerStyle(.wheel)
        .padding(.horizontal)
        assertLightAndDark(view, size: Size(width: 320, height: 216))
    }

    @Test func inlinePickerInAForm() {
        let view = Form {
            Section("Delivery") {
                Picker("Speed", selection: .constant("Express")) {
                    ForEach(["Standard", "Express", "Overnight"], id: \.self) { Text($0) }
                }
                .pickerStyle(.inline)
            }
        }
        assertLightAndDark(view, size: Size(width: 360, height: 260))
    }

    @Test func stepperAndSlider() {
        struct Steppers: View {
            @State private var cups = 3
            @State private var sleep = 8.0
            @State private var volume = 0.3
            var body: some View {
                Form {
                    Stepper("\(cups) cups of coffee", value: $cups, in: 1...20)
                    Stepper("\(sleep.formatted()) hours", value: $sleep, in: 4...12, step: 0.25)
                    Stepper("At the minimum", value: .constant(1), in: 1...5)
                    Slider(value: $volume)
                    Slider(value: .constant(75), in: 0...100) {
                        Text("Brightness")
                    } minimumValueLabel: {
                        Text("0")
                    } maximumValueLabel: {
                        Text("100")
                    }
                    .tint(.orange)
                }
            }
        }
        assertLightAndDark(Steppers(), size: Size(width: 360, height: 300))
    }

    @Test func compactAndWheelDatePickers() {
        let date = Date(timeIntervalSinceReferenceDate: 4 * 86_400 + 9 * 3600 + 41 * 60)
        let view = VStack(spacing: 16) {
            DatePicker("Departure", selection: .constant(date))
            DatePicker("Wake up", selection: .constant(date), displayedComponents: .hourAndMinute)
            DatePicker("Wake up", selection: .constant(date), displayedComponents: .hourAndMinute)
                .datePickerStyle(.wheel)
                .labelsHidden()
        }
        .padding()
        assertLightAndDark(view, size: Size(width: 360, height: 340))
    }

    @Test func pickerSelectsByTagOrForEachID() throws {
        // The selected option is the one whose tag (or ForEach id) equals the selection.
        let renderer = Renderer(scale: 1)
        let placed = renderer.layout(Picker("", selection: .constant("b")) {
            ForEach(["a", "b", "c"], id: \.self) { Text($0) }
        }.pickerStyle(.segmented), size: Size(width: 300, height: 40))
        let track = try #require(placed.first(kind: "SegmentedControl"))
        #expect(track.properties.contains { $0.name == "selected" && $0.value == "1" })
        let explicit = renderer.layout(Picker("", selection: .constant(7)) {
            Text("x").tag(3)
            Text("y").tag(7)
        }.pickerStyle(.segmented), size: Size(width: 300, height: 40))
        #expect(try #require(explicit.first(kind: "SegmentedControl")).properties
            .contains { $0.name == "selected" && $0.value == "1" })
    }
}
