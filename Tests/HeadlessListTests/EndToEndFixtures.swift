/// The three snapshots of the end-to-end screen, in the exchange format:
/// a section's header or footer is its content, and each item is a record
/// whose fields (kind, title, text, on) are its content.
///
/// They live in a Swift file because the test target declares no resources;
/// moving them to `Resources/*.json` needs `resources: [.copy("Resources")]`
/// on the `HeadlessListTests` target.
enum EndToEndFixtures {
    /// A profile, twelve posts and an about section.
    static let first = """
        {
          "sections": [
            { "id": "profile", "content": {"header": "Profile"}, "items": [
              { "kind": "field", "id": "name", "text": "Ada" },
              { "kind": "toggle", "id": "notifications", "title": "Notifications", "on": true },
              { "kind": "text", "id": "email", "title": "ada@example.com" } ] },
            { "id": "posts", "content": {"headerCount": 12}, "items": [
              { "kind": "text", "id": "p1", "title": "Hello" },
              { "kind": "text", "id": "p2", "title": "Engines" },
              { "kind": "text", "id": "p3", "title": "Notes" },
              { "kind": "text", "id": "p4", "title": "Bernoulli" },
              { "kind": "text", "id": "p5", "title": "Looms" },
              { "kind": "text", "id": "p6", "title": "Poetry" },
              { "kind": "text", "id": "p7", "title": "Science" },
              { "kind": "text", "id": "p8", "title": "Music" },
              { "kind": "text", "id": "p9", "title": "Horses" },
              { "kind": "text", "id": "p10", "title": "Flying" },
              { "kind": "text", "id": "p11", "title": "Maths" },
              { "kind": "text", "id": "p12", "title": "Letters" } ] },
            { "id": "about", "content": {"footer": "Version 1"}, "items": [
              { "kind": "text", "id": "licences", "title": "Licences" } ] }
          ]
        }
        """

    /// The email and the switch change; a post is deleted, one inserted at
    /// the top, one moved to the end; the posts header counts them again.
    /// The name is as in the first snapshot.
    static let second = """
        {
          "sections": [
            { "id": "profile", "content": {"header": "Profile"}, "items": [
              { "kind": "field", "id": "name", "text": "Ada" },
              { "kind": "toggle", "id": "notifications", "title": "Notifications", "on": false },
              { "kind": "text", "id": "email", "title": "ada@analytical.org" } ] },
            { "id": "posts", "content": {"headerCount": 12}, "items": [
              { "kind": "text", "id": "p13", "title": "News" },
              { "kind": "text", "id": "p1", "title": "Hello" },
              { "kind": "text", "id": "p2", "title": "Engines" },
              { "kind": "text", "id": "p4", "title": "Bernoulli" },
              { "kind": "text", "id": "p5", "title": "Looms" },
              { "kind": "text", "id": "p6", "title": "Poetry" },
              { "kind": "text", "id": "p8", "title": "Music" },
              { "kind": "text", "id": "p9", "title": "Horses" },
              { "kind": "text", "id": "p10", "title": "Flying" },
              { "kind": "text", "id": "p11", "title": "Maths" },
              { "kind": "text", "id": "p12", "title": "Letters" },
              { "kind": "text", "id": "p7", "title": "Science" } ] },
            { "id": "about", "content": {"footer": "Version 1"}, "items": [
              { "kind": "text", "id": "licences", "title": "Licences" } ] }
          ]
        }
        """

    /// A drafts section arrives; the name changes; the email becomes a
    /// switch (another cell type); the about section goes; the posts header
    /// counts eleven.
    static let third = """
        {
          "sections": [
            { "id": "profile", "content": {"header": "Profile"}, "items": [
              { "kind": "field", "id": "name", "text": "Grace" },
              { "kind": "toggle", "id": "notifications", "title": "Notifications", "on": false },
              { "kind": "toggle", "id": "email", "title": "Email me", "on": true } ] },
            { "id": "drafts", "content": {"header": "Drafts"}, "items": [
              { "kind": "text", "id": "d1", "title": "Compilers" },
              { "kind": "text", "id": "d2", "title": "Cobol" } ] },
            { "id": "posts", "content": {"headerCount": 11}, "items": [
              { "kind": "text", "id": "p13", "title": "News" },
              { "kind": "text", "id": "p1", "title": "Hello" },
              { "kind": "text", "id": "p2", "title": "Engines" },
              { "kind": "text", "id": "p4", "title": "Bernoulli" },
              { "kind": "text", "id": "p5", "title": "Looms" },
              { "kind": "text", "id": "p6", "title": "Poetry" },
              { "kind": "text", "id": "p8", "title": "Music" },
              { "kind": "text", "id": "p9", "title": "Horses" },
              { "kind": "text", "id": "p10", "title": "Flying" },
              { "kind": "text", "id": "p11", "title": "Maths" },
              { "kind": "text", "id": "p7", "title": "Science" } ] }
          ]
        }
        """
}
