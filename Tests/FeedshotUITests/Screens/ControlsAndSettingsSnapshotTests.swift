import FeedshotTesting
import Testing
@testable import FeedshotUI

@Suite struct ControlsAndSettingsSnapshotTests {
    @Test func settingsFormInLightAndDark() {
        let model = SettingsModel()
        let renderer = Renderer(scale: 2)
        assertSnapshot(of: SettingsView().environment(model), on: .iPhone14, named: "light", renderer: renderer)
        assertSnapshot(of: SettingsView().environment(model).preferredColorScheme(.dark), on: .iPhone14,
                       named: "dark", renderer: renderer)
    }

    @Test func controlsInLightAndDark() {
        let size = Size(width: 390, height: 470)
        assertSnapshot(of: ControlsGallery().background(.background), size: size, scale: 2, named: "light")
        assertSnapshot(of: ControlsGallery().background(.background).preferredColorScheme(.dark), size: size,
                       scale: 2, named: "dark")
    }
}
