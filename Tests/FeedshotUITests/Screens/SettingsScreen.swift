import FeedshotUI

// A settings screen as SwiftUI's documentation and tutorials write one: a Form (an inset
// grouped list) in a NavigationStack with sections, headers, a footer, toggles bound to
// @State, a navigation row, a text row with a secondary value and a destructive button.

@Observable final class SettingsModel {
    var username = "Margaret Hamilton"
    var syncsOverCellular = false
}

struct SettingsView: View {
    @State private var notificationsEnabled = true
    @State private var soundsEnabled = false
    @AppStorage("previewsShown") private var previewsShown = true
    @Environment(SettingsModel.self) private var model

    var body: some View {
        @Bindable var model = model
        NavigationStack {
            Form {
                Section("Account") {
                    HStack {
                        Text("Name")
                        Spacer()
                        Text(model.username)
                            .foregroundStyle(.secondary)
                    }
                    NavigationLink("Privacy") {
                        Text("Privacy settings")
                    }
                }

                Section {
                    Toggle("Notifications", isOn: $notificationsEnabled)
                    Toggle("Sounds", isOn: $soundsEnabled)
                    Toggle("Show Previews", isOn: $previewsShown)
                    Toggle("Sync over Cellular", isOn: $model.syncsOverCellular)
                } header: {
                    Text("Preferences")
                } footer: {
                    Text("Previews show the first lines of a message on the lock screen.")
                }

                Section {
                    Button("Sign Out", role: .destructive) {
                        notificationsEnabled = false
                    }
                }
            }
            .navigationTitle("Settings")
        }
    }
}
