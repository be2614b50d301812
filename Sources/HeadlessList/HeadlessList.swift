// HeadlessList: a headless table and collection view.
